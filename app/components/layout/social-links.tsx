import { useState } from "react";

const primary = ["Twitter", "Facebook", "Instagram", "TikTok", "YouTube", "Reddit"];
const more = ["Discord", "LinkedIn", "Twitch", "Pinterest"];

function SocialLink({ name }: { name: string }) {
  return (
    <li>
      {/* The magazine has no accounts to link yet; the spec keeps these as "#" placeholders. */}
      {/* eslint-disable-next-line jsx-a11y/anchor-is-valid */}
      <a
        href="#"
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
        {primary.map((name) => (
          <SocialLink key={name} name={name} />
        ))}
        {expanded && more.map((name) => <SocialLink key={name} name={name} />)}
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
