import { Link } from "react-router";
import { NewsletterForm } from "~/components/newsletter/newsletter-form";
import { newsletterPromise } from "~/lib/copy/newsletter-text";
import { categories } from "~/lib/config/categories";
import { brand, newsletterName } from "~/lib/config/site";
import { StaticRegion } from "~/components/static-region";
import { Logo } from "./logo";
import { SocialLinks } from "./social-links";

// The spec's Quick Links named four sections, one of them "Future Trends"; every section is listed under
// Sections instead, by its display name (decision 145), and the rest of the magazine stays here.
const quickLinks = [
  { label: "Home", to: "/" },
  { label: "The Timeline", to: "/timeline" },
  { label: "The Odds", to: "/odds" },
  { label: newsletterName, to: "/newsletter" },
  { label: "Submit", to: "/submit" },
  { label: "About Us", to: "/about" },
  { label: "Contact", to: "/contact" },
  { label: "Corrections", to: "/corrections" },
  { label: "Privacy Policy", to: "/privacy" },
];

const sectionLinks = categories.map((category) => ({ label: category.displayName, to: category.path }));

/** A titled list of links; the same on every page, so kept as the server sent it (decision 130). */
function FooterLinks({ id, title, links }: { id: string; title: string; links: typeof quickLinks }) {
  return (
    <StaticRegion constant>
      <nav aria-labelledby={id}>
        <h2 id={id} className="kicker mb-4">
          {title}
        </h2>
        <ul className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm md:grid-cols-1">
          {links.map((link) => (
            <li key={link.to}>
              {/* Each link a 24 px target (WCAG 2.5.8): on a phone the columns' rows of short names sit
                  close together, and close under the sticky header's buttons when scrolled there. */}
              <Link to={link.to} className="inline-flex min-h-6 items-center text-ink hover:text-accent">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </StaticRegion>
  );
}

/**
 * `showNewsletter` is off on the newsletter's own page, whose form is the page itself: the same form
 * again right under it would ask twice.
 */
export function SiteFooter({
  showSocial = true,
  showNewsletter = true,
}: {
  showSocial?: boolean;
  showNewsletter?: boolean;
}) {
  return (
    <footer className="mt-24 border-t border-rule bg-surface font-sans">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <section aria-label="About The Future Dispatch" className="space-y-4">
          {/* The same on every page and never used by a script: kept as the server sent it (decision 130). */}
          <StaticRegion constant className="space-y-4">
            <Logo />
            <p className="max-w-xs text-sm leading-relaxed text-muted">
              An anonymous magazine of imagined futures, reported as if they were happening now. Satire, set
              in the 2040s to 2070s.
            </p>
          </StaticRegion>
          {/* Links and a native disclosure, nothing a script does: kept as the server sent it, so what the
              reader opened before hydration stays open. */}
          {showSocial && (
            <StaticRegion constant>
              <SocialLinks />
            </StaticRegion>
          )}
        </section>
        <FooterLinks id="footer-sections" title="Sections" links={sectionLinks} />
        <FooterLinks id="footer-quick-links" title="Quick Links" links={quickLinks} />
        {showNewsletter && (
          <section aria-labelledby="footer-newsletter">
            <h2 id="footer-newsletter" className="kicker mb-4">
              {newsletterName}
            </h2>
            <p className="mb-4 text-sm text-muted">{newsletterPromise}</p>
            <NewsletterForm />
          </section>
        )}
      </div>
      <div className="border-t border-rule">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-muted sm:px-6 lg:px-8">
          © {new Date().getFullYear()} {brand}. All futures reserved. Every story is satire.
        </p>
      </div>
    </footer>
  );
}
