import { HouseAd } from "~/components/sponsors/house-ad";
import { houseAds } from "~/components/sponsors/house-ads";

/**
 * The spec's four sponsor slots (spec §2, Home) beside the section rows on wide screens. Phones get
 * two of them between sections instead (see `InlineSponsor`), never the four in a stack.
 */
export function SponsorRail() {
  return (
    <aside aria-label="Sponsors" className="hidden space-y-12 lg:block">
      <HouseAd ad={houseAds.premium} />
      <HouseAd ad={houseAds.rectangle} height={250} />
      <HouseAd ad={houseAds.featured} />
      <HouseAd ad={houseAds.skyscraper} height={600} className="lg:sticky lg:top-24" />
    </aside>
  );
}

/** A sponsor slot set between the front page's sections on phones and tablets. */
export function InlineSponsor({ ad }: { ad: "premium" | "featured" }) {
  return (
    <div className="mx-auto w-full max-w-sm lg:hidden">
      <HouseAd ad={houseAds[ad]} />
    </div>
  );
}
