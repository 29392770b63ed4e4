import { z } from "zod";

// Field builders shared by the emission families. JSON values only: no coercion anywhere.

export const text = (description: string) => z.string().describe(description);

export const optionalText = (description: string) =>
  z.string().nullable().default(null).describe(description);

export const unitScore = (description: string) => z.number().min(0).max(1).describe(description);

export const unitScoreWithDefault = (description: string, fallback: number) =>
  z.number().min(0).max(1).default(fallback).describe(description);

export const textList = (description: string) => z.array(z.string()).describe(description);

export const optionalTextList = (description: string) =>
  z
    .array(z.string())
    .default(() => [])
    .describe(description);
