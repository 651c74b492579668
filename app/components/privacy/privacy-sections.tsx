import type { ReactNode } from "react";
import { Link } from "react-router";

export type PrivacySection = { id: string; title: string; body: ReactNode };

/** The eight numbered sections of the policy (spec §2), describing what this site really keeps. */
export function privacySections(contactEmail: string): PrivacySection[] {
  const mail = (
    <a href={`mailto:${contactEmail}`} className="text-accent underline underline-offset-2">
      {contactEmail}
    </a>
  );
  return [
    {
      id: "information-we-collect",
      title: "Information We Collect",
      body: (
        <>
          <p>
            There are no accounts on this site. We only keep what you choose to send us, and a little more:
          </p>
          <ul>
            <li>
              <strong>Votes.</strong> When you vote on whether a future will happen, we store your choice, the
              article and the time, together with a random identifier that our server places in a cookie on
              your device. The identifier is not linked to your name or email; it only lets us count one vote
              per reader per article. So that clearing cookies cannot add votes without end, each vote also
              carries a scrambled code derived from your network (your IP address, or the block of addresses
              it belongs to) with a secret key: it cannot be turned back into the address, and we use it only
              to let no more than a handful of votes per day on one story come from one network.
            </li>
            <li>
              <strong>Reading.</strong> When you have read most of a story, or kept it open for half a minute,
              your browser tells us so, with a random number made for that one page view. We add it to a count
              of reads for that story in that hour, which decides the home page’s “Most read” list. No cookie
              is involved, we do not keep your address with it, the page-view number is deleted after two
              days, and visits from automated browsers are not counted.
            </li>
            <li>
              <strong>Newsletter.</strong> If you subscribe, we store your email address, the date you signed
              up, when we sent the confirmation email, when you confirmed and, if you leave, the date you
              unsubscribed. For every edition we also record whether it was sent to you (and, if sending
              failed, the error), so nobody gets an edition twice.
            </li>
            <li>
              <strong>Story submissions.</strong> If you send us a future report, we store what you enter in
              the form: your name, email address, headline, the categories you pick, your report, an optional
              source link and your consent to editing, with the date it arrived.
            </li>
            <li>
              <strong>In your browser only.</strong> Your emoji reactions, your theme, your cookie choice, a
              note of the votes you cast and whether you have already seen a pop-up this session are kept in
              your browser’s storage. They are never sent to us.
            </li>
          </ul>
          <p>
            Words you type into search are used to find matching articles; the results for a search are kept
            for five minutes so the next reader asking the same thing gets them faster. Nothing that
            identifies you is stored with them.
          </p>
          <p>
            The contact and feedback forms do not send anything to us: they prepare an email in your own email
            program, and only what you then send arrives in our mailbox.
          </p>
        </>
      ),
    },
    {
      id: "how-we-use-information",
      title: "How We Use Information",
      body: (
        <ul>
          <li>Vote records are used to show the totals beneath each article.</li>
          <li>
            Newsletter addresses are used only to send the newsletter. Signing up sends one email with a link;
            the address gets nothing else until you open that link and press the button on the page it opens.
            The link works once and for seven days; an address nobody confirms is deleted after those seven
            days. We send at most one confirmation to an address a day, so nobody can use the form to flood
            someone else’s inbox.
          </li>
          <li>
            Every edition has an unsubscribe link, which opens a page where one click takes you off the list,
            and your email program’s own unsubscribe button takes you off at once. We keep a confirmed address
            for as long as you stay subscribed; after you leave we keep it marked as unsubscribed, so it is
            never emailed again unless you sign up and confirm once more. Ask us and we delete it altogether.
            Emails are sent through Cloudflare’s Email Service.
          </li>
          <li>
            Submissions are read by our editors to decide whether to publish a story; if we do, we credit the
            name you gave and may contact you at the address you gave.
          </li>
          <li>We do not profile readers, sell data, or use it for advertising.</li>
        </ul>
      ),
    },
    {
      id: "information-sharing",
      title: "Information Sharing",
      body: (
        <p>
          We do not sell, rent or trade personal information. The site runs on Cloudflare’s network, which
          stores our database and delivers the pages on our behalf; it processes technical data such as IP
          addresses to do so and to protect the site from abuse. We disclose information to anyone else only
          when the law requires it.
        </p>
      ),
    },
    {
      id: "data-security",
      title: "Data Security",
      body: (
        <p>
          Pages and forms are served only over encrypted connections. Our cookies cannot be read by scripts on
          the page. Access to the database is limited to the editors who review submissions. No system is
          perfectly secure, so please do not put anything in a submission you would not want an editor to
          read.
        </p>
      ),
    },
    {
      id: "cookies",
      title: "Cookies and Browser Storage",
      body: (
        <>
          <p>
            We set two cookies, and only when you do something. Neither can be read by scripts on the page,
            and neither is sent to anyone but us:
          </p>
          <ul>
            <li>
              <strong>
                <code>fd_voter</code>
              </strong>{" "}
              holds the random voting identifier described above, signed by our server so it cannot be made
              up. It is set when you first vote and lasts one year.
            </li>
            <li>
              <strong>
                <code>d1-bookmark</code>
              </strong>{" "}
              is set after you vote, subscribe, confirm, unsubscribe or send a report. It holds a signed
              marker of our database’s state so that the next pages you open already show what you did; it
              says nothing about you and lasts two minutes.
            </li>
          </ul>
          <p>
            Reading counts use no cookie. We use no analytics, advertising or tracking cookies, and the
            advertisement spaces on the site are placeholders that load nothing from third parties.
          </p>
          <p>
            Everything else stays in your browser’s storage on your own device, under names beginning{" "}
            <code>future-dispatch:</code>, and is never sent to us. Kept until you clear it:{" "}
            <code>theme</code> (light or dark), <code>cookie-consent</code> (your answer to the cookie
            notice), <code>votes:</code> and the article’s number (the vote you cast there) and{" "}
            <code>reactions:</code> and the article’s number (your emoji reactions). Kept only until you close
            the tab: <code>promo-popup-seen</code> and <code>category-popup:</code> with a section’s address
            (pop-ups you have already seen).
          </p>
          <p>
            Accepting the cookie notice remembers your choice for 30 days; rejecting it is remembered too. You
            can clear cookies and site data in your browser at any time.
          </p>
        </>
      ),
    },
    {
      id: "your-rights",
      title: "Your Rights",
      body: (
        <p>
          You may ask us which of your information we hold, and ask us to correct or delete it. Write to{" "}
          {mail} and we will answer within 30 days. You can leave the newsletter at any time with the
          unsubscribe link in every issue, and remove everything kept in your browser by clearing this site’s
          data.
        </p>
      ),
    },
    {
      id: "third-party-links",
      title: "Third-Party Links",
      body: (
        <p>
          Share buttons open Twitter, Reddit, Facebook, LinkedIn or WhatsApp only when you press them, and the
          Support Us link leads to an external page. Those sites have their own privacy policies, which we do
          not control; nothing is sent to them from this site until you follow such a link.
        </p>
      ),
    },
    {
      id: "changes",
      title: "Changes to This Policy",
      body: (
        <p>
          If we change what we collect or how we use it, we will update this page and its date before the
          change takes effect. Questions about this policy are welcome at {mail}. You can also reach us
          through the{" "}
          <Link to="/contact" className="text-accent underline underline-offset-2">
            contact page
          </Link>
          .
        </p>
      ),
    },
  ];
}
