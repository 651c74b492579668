/**
 * The house advertisements that fill the spec's sponsor slots until a real sponsor signs: products
 * from the futures the magazine reports on, written as straight as the news beside them. These are the
 * home page's four; the article's one is in article-house-ad.ts, so that neither page downloads the
 * other's copy.
 */
export type HouseAd = {
  /** The spec's slot label, shown exactly as written. */
  label: "PREMIUM SPONSOR" | "FEATURED SPONSOR" | "ADVERTISEMENT" | "Advertisement";
  advertiser: string;
  headline: string;
  body: string;
  image: { src: string; alt: string; width: number; height: number };
};

export const houseAds = {
  premium: {
    label: "PREMIUM SPONSOR",
    advertiser: "Orbital Storage Co.",
    headline: "Your attic, 400 kilometers up.",
    body: "Climate-controlled orbit for the boxes you will never open. Retrieval in six to eight business re-entries.",
    image: {
      src: "/images/sponsors/orbital-storage.svg",
      alt: "A cardboard moving box with solar panels drifting in orbit above the Earth.",
      width: 400,
      height: 225,
    },
  },
  featured: {
    label: "FEATURED SPONSOR",
    advertiser: "SleepLease",
    headline: "Rent out your dreams while you sleep.",
    body: "Host other people’s dreams for up to three credits a night. Recurring falling dreams pay extra. Nightmares not eligible.",
    image: {
      src: "/images/sponsors/sleep-lease.svg",
      alt: "A crescent moon wearing a price tag above a sleeper’s bed.",
      width: 400,
      height: 225,
    },
  },
  rectangle: {
    label: "ADVERTISEMENT",
    advertiser: "Quietude Audio",
    headline: "Noise cancelling, now for opinions.",
    body: "Hears your uncle. Plays the sea. Holiday Mode included.",
    image: {
      src: "/images/sponsors/quietude.svg",
      alt: "A speech bubble of scribbles turning into calm waves as it passes through an earbud.",
      width: 400,
      height: 225,
    },
  },
  skyscraper: {
    label: "ADVERTISEMENT",
    advertiser: "Red Planet Estates",
    headline: "Mars. It isn’t for everyone. That’s the point.",
    body: "Half-hectare lots in Jezero Heights, a gated crater community four minutes from the regolith. Atmosphere sold separately.",
    image: {
      src: "/images/sponsors/red-planet-estates.svg",
      alt: "A small glass dome with a white picket fence and a SOLD sign on a red Martian plain.",
      width: 300,
      height: 360,
    },
  },
} satisfies Record<string, HouseAd>;
