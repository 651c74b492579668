import type { ReactNode } from "react";
import type { Route } from "./+types/design";
import { FormNotice } from "~/components/forms/field";
import { StoryBadge } from "~/components/home/badge";
import { RecentArticles } from "~/components/home/recent-articles";
import { PageIntro } from "~/components/layout/page-intro";
import { ArticleRows } from "~/components/listing/article-row";
import { NewsletterForm } from "~/components/newsletter/newsletter-form";
import { articleHouseAd } from "~/components/sponsors/article-house-ad";
import { HouseAd } from "~/components/sponsors/house-ad";
import { houseAds } from "~/components/sponsors/house-ads";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { SectionLabel } from "~/components/ui/section-label";
import { ToastCard } from "~/components/ui/toast";
import { appContext } from "~/context";
import { categories } from "~/lib/config/categories";
import { newsletterText } from "~/lib/copy/newsletter-text";
import { requireDesignSheet } from "~/lib/server/design-sheet.server";
import { toArticleRows } from "~/lib/server/article-rows.server";
import { listArticles } from "~/models/articles.server";
import { listAuthors } from "~/models/authors.server";

export const handle = { header: "back" };

// Never the edge cache's: the sheet shows the components the server runs now.
export const headers = () => ({ "Cache-Control": "no-store" });

export const meta = () => [{ title: "Design sheet" }, { name: "robots", content: "noindex" }];

/**
 * Every piece of the design system on one page, with real stories, for `npm run screenshots -- --sheet`
 * to photograph in both themes (docs/design-system.md). Only in development or with DESIGN_SHEET=on.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { env, db } = context.get(appContext);
  requireDesignSheet(env);
  const [articles, reporters] = await Promise.all([listArticles(db), listAuthors(db)]);
  const featured = articles.filter((article) => article.badge).slice(0, 3);
  return { featured, rows: toArticleRows(articles.slice(0, 2), reporters) };
}

function Specimen({ name, children }: { name: string; children: ReactNode }) {
  return (
    <section aria-label={name} className="border-t border-rule py-10">
      <h2 className="mb-6 font-mono text-xs text-muted">{name}</h2>
      {children}
    </section>
  );
}

export default function Design({ loaderData }: Route.ComponentProps) {
  const { featured, rows } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <PageIntro kicker="The Future Dispatch" title="Design sheet">
        The type scale and the components every page is built from (docs/design-system.md).
      </PageIntro>
      <Specimen name="Type scale">
        <div className="space-y-5">
          <p className="font-serif text-4xl leading-[1.1] font-semibold tracking-tight sm:text-5xl">
            Page title, 48/36
          </p>
          <p className="font-serif text-[2.5rem] leading-[1.1] font-semibold tracking-tight">
            Lead headline, 40
          </p>
          <p className="font-sans text-sm font-bold tracking-[0.14em] uppercase">Section heading, 14 caps</p>
          <p className="font-serif text-2xl leading-tight font-semibold">Row headline, 24</p>
          <p className="lede">Lede, 21–23: the first paragraph, with its drop cap.</p>
          <p className="prose-article">Body, 19–21: the story’s text, about 70 characters to a line.</p>
          <p className="dateline">Dateline, small caps · June 15, 2047</p>
          <p className="font-sans text-sm text-muted">Meta, 14: By Idris Vale · 5 min read</p>
        </div>
      </Specimen>
      <Specimen name="Section label (SectionLabel)">
        <ul className="grid gap-3 sm:grid-cols-3">
          {categories.map((category) => (
            <li key={category.path}>
              <SectionLabel category={category.name} link />
            </li>
          ))}
        </ul>
      </Specimen>
      <Specimen name="Badge (StoryBadge)">
        <div className="flex gap-3">
          <StoryBadge badge="featured" />
          <StoryBadge badge="trending" />
          <StoryBadge badge="breaking" />
        </div>
      </Specimen>
      <Specimen name="Card (RecentArticles)">
        <RecentArticles articles={featured} />
      </Specimen>
      <Specimen name="Row (ArticleRows)">
        <ArticleRows articles={rows} on="author" />
      </Specimen>
      <Specimen name="Button and input">
        <div className="flex flex-wrap items-center gap-3">
          <Button>Primary</Button>
          <Button variant="outline">Outline</Button>
          <Button variant="quiet">Quiet</Button>
          <Button disabled>Disabled</Button>
        </div>
        <div className="mt-6 grid max-w-md gap-3">
          <Input aria-label="A field" placeholder="you@example.com" />
          <Input aria-label="A field in error" aria-invalid defaultValue="not-an-email" />
          <NewsletterForm idSuffix="design" />
        </div>
      </Specimen>
      <Specimen name="Ad slot (HouseAd): the spec's four labels, one look">
        <div className="grid gap-8 sm:grid-cols-2">
          <HouseAd ad={houseAds.premium} />
          <HouseAd ad={houseAds.featured} />
          <HouseAd ad={houseAds.rectangle} height={250} />
          <HouseAd ad={articleHouseAd} />
        </div>
      </Specimen>
      <Specimen name="Message (FormNotice) and toast">
        <div className="grid max-w-md gap-4">
          <FormNotice tone="success" title={newsletterText.successTitle}>
            {newsletterText.successDescription}
          </FormNotice>
          <FormNotice tone="error" title={newsletterText.requiredTitle}>
            {newsletterText.requiredDescription}
          </FormNotice>
          <ToastCard title={newsletterText.successTitle} description={newsletterText.successDescription} />
          <ToastCard
            variant="destructive"
            title={newsletterText.failureTitle}
            description={newsletterText.failureFallback}
          />
        </div>
      </Specimen>
    </div>
  );
}
