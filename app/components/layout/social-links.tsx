import { footerPrimaryCount, socialProfiles, type SocialProfile } from "~/lib/config/social";

const primary = socialProfiles.slice(0, footerPrimaryCount);
const more = socialProfiles.slice(footerPrimaryCount);

function SocialLink({ name, href }: SocialProfile) {
  return (
    <li>
      <a
        href={href}
        rel="me noopener"
        className="inline-flex rounded-full border border-rule px-3 py-1 text-xs font-medium text-ink hover:border-accent hover:text-accent"
        aria-label={`The Future Dispatch on ${name}`}
      >
        {name}
      </a>
    </li>
  );
}

/**
 * Six profiles, and the rest behind a native disclosure: `<details>` opens at the first tap, before the
 * framework has started and without JavaScript, and React owns no open state, so hydration leaves what
 * the reader opened alone. The summary comes after the further links on screen (`flex-col-reverse`), and
 * its name follows the open state through CSS: the hidden one of its two labels is left out of the name.
 */
export function SocialLinks() {
  return (
    <div>
      <ul className="flex flex-wrap gap-2" aria-label="Social media">
        {primary.map((profile) => (
          <SocialLink key={profile.name} {...profile} />
        ))}
      </ul>
      <details className="group flex flex-col-reverse">
        <summary className="mt-3 w-fit cursor-pointer list-none text-xs font-semibold text-accent underline-offset-2 hover:underline [&::-webkit-details-marker]:hidden">
          <span className="group-open:hidden">Show more platforms</span>
          <span className="hidden group-open:inline">Show less</span>
        </summary>
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="More social media">
          {more.map((profile) => (
            <SocialLink key={profile.name} {...profile} />
          ))}
        </ul>
      </details>
    </div>
  );
}
