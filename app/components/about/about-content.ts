import { Eye, HeartHandshake, Lightbulb, type LucideIcon } from "lucide-react";

export const values: { title: string; icon: LucideIcon; text: string }[] = [
  {
    title: "Future Vision",
    icon: Eye,
    text: "We look twenty to fifty years ahead and report what we find there in the plain, unhurried voice of a morning paper, so the strange can be read calmly.",
  },
  {
    title: "Innovation Focus",
    icon: Lightbulb,
    text: "Every story starts from a real trend in technology, science or policy, then follows it further than a press release would dare to go.",
  },
  {
    title: "Human Impact",
    icon: HeartHandshake,
    text: "Machines, markets and missions make headlines; we keep asking what they mean for the people who have to live, work and queue beside them.",
  },
];

export const processSteps: { title: string; text: string }[] = [
  {
    title: "Research & Discover",
    text: "Reporters read the papers, patents and planning documents of today and note the trends that refuse to stay small.",
  },
  {
    title: "Analyze & Predict",
    text: "Each trend is followed to a plausible, specific future: a date, a place, a committee, a person caught in the middle of it.",
  },
  {
    title: "Share & Engage",
    text: "We publish the story as news and invite readers to vote on whether it will happen, react to it and send us their own reports.",
  },
];
