import { lazy, useEffect, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
} from "react-router";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";
import { SiteOverlays } from "./components/overlays/site-overlays";
import { ReadingProgress } from "./components/layout/reading-progress";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { LazyToaster } from "./components/ui/lazy-toaster";
import { appContext } from "./context";
import { setsAccents } from "./lib/config/accent-face";
import { fallbackFaceCss, fontFaceCss, preloadAccentFace, sitewideFontPreloads } from "./lib/config/fonts";
import { useNonce } from "./hooks/use-nonce";
import { pageMeta, pageTitle, siteFeed } from "./lib/seo/seo";
import { brand, notFoundTitle, tagline } from "./lib/config/site";
import { databaseUnavailablePage } from "./lib/server/database-unavailable.server";
import { themeBootScript } from "./lib/browser/theme";
import { earlyClickScript } from "./lib/browser/early-clicks";
import { headerScript } from "./lib/browser/header-script";

export type RouteHandle = {
  header?: "search" | "back";
  hideSocial?: boolean;
  /** The page is itself the newsletter's sign-up, so the footer leaves its form out. */
  hideFooterNewsletter?: boolean;
};

export const links: Route.LinksFunction = () => [
  ...sitewideFontPreloads,
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // Every page announces the site feed; category and reporter pages add their own in `meta`.
  { rel: "alternate", type: "application/rss+xml", title: siteFeed.title, href: siteFeed.path },
];

// Around every page and `.data` request: D1 being down becomes the branded 503 below.
export const middleware: Route.MiddlewareFunction[] = [databaseUnavailablePage];

// The root's data is the deployment's configuration, the same for every request: after a form's post
// it is never asked for again (on the token pages that would spend the reader's budget of opened links).
export const shouldRevalidate = () => false;

export function loader({ context }: Route.LoaderArgs) {
  const { env } = context.get(appContext);
  return {
    siteUrl: env.SITE_URL,
    supportUrl: env.SUPPORT_URL,
    editorialEmail: env.EDITORIAL_EMAIL,
    feedbackEmail: env.FEEDBACK_EMAIL,
  };
}

/**
 * The head's inline code matters only in the server's HTML: the scripts run and the faces apply before
 * anything is interactive, and hydrating leaves those elements as the server sent them. So the browser
 * bundle carries empty strings in their place (about 0.8 KB gzip less on every page).
 */
const head = import.meta.env.SSR
  ? {
      theme: themeBootScript,
      earlyClicks: earlyClickScript,
      header: headerScript,
      faces: fontFaceCss() + fallbackFaceCss(),
    }
  : { theme: "", earlyClicks: "", header: "", faces: "" };

/**
 * On the server only: when the page's data sets an accented letter, its face is preloaded with the
 * others, so the browser does not find it at the first layout and fetch it ahead of the page's first
 * paint (decision 135). Renders nothing, so hydration has nothing to compare.
 */
function AccentFacePreload() {
  const matches = useMatches();
  if (setsAccents(JSON.stringify(matches.map((match) => match.loaderData)))) preloadAccentFace();
  return null;
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: head.theme }} suppressHydrationWarning />
        {/* Keeps clicks on widgets that have not hydrated yet, for them to replay (early-clicks.ts). */}
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: head.earlyClicks }}
          suppressHydrationWarning
        />
        {/* The theme toggle and the header panels' rules, from the first paint (header-script.ts). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: head.header }} suppressHydrationWarning />
        <style dangerouslySetInnerHTML={{ __html: head.faces }} suppressHydrationWarning />
        {import.meta.env.SSR && <AccentFacePreload />}
        {/* With a precedence React puts the stylesheet ahead of the script preloads, so first paint
            waits only for the document and this file. */}
        <link rel="stylesheet" href={appCss} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function useMarkHydrated() {
  // Lets tests and tooling tell a server-rendered page from an interactive one.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
}

function Shell({ children, hideSocial }: { children: ReactNode; hideSocial?: boolean }) {
  useMarkHydrated();
  const matches = useMatches();
  const handles = matches.map((match) => (match.handle ?? {}) as RouteHandle);
  const header = handles.some((handle) => handle.header === "back") ? "back" : "search";
  return (
    <>
      {/* First in the tab order, so keyboard readers can jump past the header on every page. */}
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <ReadingProgress />
      <SiteHeader variant={header} />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter
        showSocial={!(hideSocial || handles.some((handle) => handle.hideSocial))}
        showNewsletter={!handles.some((handle) => handle.hideFooterNewsletter)}
      />
      <SiteOverlays>
        <LazyToaster />
      </SiteOverlays>
    </>
  );
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

// Pages without a `meta` of their own (React Router uses the deepest one) get the site defaults.
export function meta({ loaderData, location, error }: Route.MetaArgs) {
  if (error) {
    const status = isRouteErrorResponse(error) ? error.status : 500;
    const title =
      status === 404 ? notFoundTitle : status === 503 ? "Briefly offline" : "Something went wrong";
    return [{ title: pageTitle(title) }, { name: "robots", content: "noindex" }];
  }
  return pageMeta({
    title: brand,
    description: tagline,
    path: location.pathname,
    siteUrl: loaderData?.siteUrl ?? "",
  });
}

// Only a page that went wrong shows these screens, so they load with it rather than with every page: the
// server renders the screen in full, and hydration waits for its code before it adopts it.
const ErrorScreen = lazy(() => import("./components/layout/error-screen"));

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Shell hideSocial={notFound}>
      <ErrorScreen error={error} />
    </Shell>
  );
}
