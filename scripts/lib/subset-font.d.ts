// The part of subset-font's API the font script uses (the package ships no types).
declare module "subset-font" {
  type Axis = number | { min: number; max: number; default?: number };
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: "sfnt" | "woff" | "woff2";
      variationAxes?: Record<string, Axis>;
      keepFeatures?: string[];
    },
  ): Promise<Buffer>;
}

declare module "fontverter" {
  export function convert(font: Buffer, toFormat: "sfnt" | "woff" | "woff2"): Promise<Buffer>;
}
