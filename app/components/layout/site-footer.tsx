import { Link } from "react-router";
import { NewsletterForm } from "~/components/newsletter/newsletter-form";
import { brand } from "~/lib/config/site";
import { StaticRegion } from "~/components/static-region";
import { Logo } from "./logo";
import { SocialLinks } from "./social-links";

const quickLinks = [
  { label: "Home", to: "/" },
  { label: "Future Trends", to: "/future-trends" },
  { label: "AI & Automation", to: "/ai-automation" },
  { label: "Space & Beyond", to: "/space-beyond" },
  { label: "Sustainability", to: "/sustainability" },
  { label: "The Timeline", to: "/timeline" },
  { label: "The Odds", to: "/odds" },
  { label: "Submit", to: "/submit" },
  { label: "About Us", to: "/about" },
  { label: "Contact", to: "/contact" },
  { label: "Corrections", to: "/corrections" },
  { label: "Privacy Policy", to: "/privacy" },
];

export function SiteFooter({ showSocial = true }: { showSocial?: boolean }) {
  return (
    <footer className="mt-24 border-t border-rule bg-surface font-sans">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 sm:px-6 md:grid-cols-3 lg:px-8">
        <section aria-label="About The Future Dispatch" className="space-y-4">
          {/* The same on every page and never used by a script: kept as the server sent it (decision 130). */}
          <StaticRegion constant className="space-y-4">
            <Logo />
            <p className="max-w-xs text-sm leading-relaxed text-muted">
              An anonymous magazine of imagined futures, reported as if they were happening now. Satire, set
              in the 2040s to 2070s.
            </p>
          </StaticRegion>
          {showSocial && <SocialLinks />}
        </section>
        <StaticRegion constant>
          <nav aria-labelledby="footer-quick-links">
            <h2 id="footer-quick-links" className="kicker mb-4">
              Quick Links
            </h2>
            <ul className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm md:grid-cols-1">
              {quickLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-ink hover:text-accent">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </StaticRegion>
        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className="kicker mb-4">
            Stay Updated
          </h2>
          <p className="mb-4 text-sm text-muted">Tomorrow’s headlines, in your inbox today. Weekly.</p>
          <NewsletterForm />
        </section>
      </div>
      <div className="border-t border-rule">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-muted sm:px-6 lg:px-8">
          © {new Date().getFullYear()} {brand}. All futures reserved. Every story is satire.
        </p>
      </div>
    </footer>
  );
}
