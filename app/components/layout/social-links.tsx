import { useState } from "react";
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

export function SocialLinks() {
  const [expanded, setExpanded] = useState(false);
  return (
    <div>
      <ul className="flex flex-wrap gap-2" aria-label="Social media" id="footer-social-links">
        {primary.map((profile) => (
          <SocialLink key={profile.name} {...profile} />
        ))}
        {expanded && more.map((profile) => <SocialLink key={profile.name} {...profile} />)}
      </ul>
      <button
        type="button"
        className="mt-3 text-xs font-semibold text-accent underline-offset-2 hover:underline"
        aria-expanded={expanded}
        aria-controls="footer-social-links"
        onClick={() => setExpanded((open) => !open)}
      >
        {expanded ? "Show less" : "Show more platforms"}
      </button>
    </div>
  );
}
