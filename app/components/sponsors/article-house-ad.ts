import type { HouseAd } from "./house-ads";

/** The house ad atop the article's side column (the spec's "Advertisement" slot; see house-ads.ts). */
export const articleHouseAd: HouseAd = {
  label: "Advertisement",
  advertiser: "Ancestor Cloud",
  headline: "Grandma, backed up.",
  body: "99.9% of family anecdotes preserved, and the fishing story in full. Restores to any compatible grandchild.",
  image: {
    src: "/images/sponsors/ancestor-cloud.svg",
    alt: "An empty rocking chair beneath a small cloud with an upload arrow.",
    width: 400,
    height: 225,
  },
};
