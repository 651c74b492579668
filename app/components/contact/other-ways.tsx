import { AtSign, Mail } from "lucide-react";
import { contactProfiles } from "~/lib/config/social";

/** "Other Ways to Reach Us": the editorial mailbox and four social profiles (app/lib/config/social.ts). */
export function OtherWaysToReachUs({ editorialEmail }: { editorialEmail: string }) {
  return (
    <aside aria-labelledby="other-ways-heading" className="space-y-8 lg:border-l lg:border-rule lg:pl-12">
      <h2 id="other-ways-heading" className="font-serif text-2xl font-semibold tracking-tight">
        Other Ways to Reach Us
      </h2>
      <div className="space-y-2">
        <p className="kicker">Email</p>
        <a
          href={`mailto:${editorialEmail}`}
          className="inline-flex items-center gap-2 font-serif text-lg break-all text-ink underline decoration-rule underline-offset-4 hover:text-accent"
        >
          <Mail aria-hidden className="size-4 shrink-0 text-accent" />
          {editorialEmail}
        </a>
      </div>
      <div className="space-y-3">
        <p className="kicker">Social</p>
        <ul className="flex flex-wrap gap-2">
          {contactProfiles.map(({ name, href }) => (
            <li key={name}>
              <a
                href={href}
                rel="me noopener"
                className="inline-flex items-center gap-1.5 rounded-full border border-rule px-3 py-1.5 font-sans text-sm text-ink hover:border-accent hover:text-accent"
              >
                <AtSign aria-hidden className="size-3.5" />
                {name}
              </a>
            </li>
          ))}
        </ul>
      </div>
      <p className="font-serif text-base leading-relaxed text-muted">
        Tips about the future are welcome at any hour, including ones that have not happened yet.
      </p>
    </aside>
  );
}
