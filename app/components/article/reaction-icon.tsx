import {
  Angry,
  Annoyed,
  Frown,
  Heart,
  Laugh,
  Siren,
  Sparkles,
  ThumbsUp,
  type LucideIcon,
  type LucideProps,
} from "lucide-react";

/**
 * The site's own line icons stand in for the spec's emoji (which stay in the data): emoji render as empty
 * boxes where no emoji font is installed, and differently on every platform.
 */
const icons: Record<string, LucideIcon> = {
  "mind-blown": Sparkles,
  yikes: Siren,
  nice: ThumbsUp,
  love: Heart,
  funny: Laugh,
  sad: Frown,
  angry: Angry,
  "eye-roll": Annoyed,
};

/** One reaction's icon. Its own module: the icons are decoration, fetched after the page is up. */
export default function ReactionIcon({ reaction, ...props }: { reaction: string } & LucideProps) {
  const Icon = icons[reaction] ?? Sparkles;
  return <Icon {...props} />;
}
