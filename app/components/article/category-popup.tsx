import { useCategoryPopup } from "~/hooks/use-category-popup";
import { useEngagement } from "~/hooks/use-engagement";
import { useLazyComponent } from "~/hooks/use-lazy-component";
import type { Category } from "~/lib/config/categories";

const loadCard = () => import("./category-popup-card");

/**
 * A small, non-modal invitation to the article's category page. Only its timing ships with the page;
 * the card's code loads when it is due, so a reader who has already seen it never downloads it.
 */
export function CategoryPopup({ category }: { category: Category }) {
  const { engaged, engagementProps } = useEngagement();
  const { open, close } = useCategoryPopup(category.path, engaged);
  const CategoryPopupCard = useLazyComponent(loadCard, open);
  if (!open || !CategoryPopupCard) return null;
  // The component arrives once and is kept in state, so its identity never changes between renders.
  // eslint-disable-next-line react-hooks/static-components
  return <CategoryPopupCard category={category} close={close} engagementProps={engagementProps} />;
}
