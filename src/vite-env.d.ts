/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_EMAILJS_PUBLIC_KEY?: string;
  readonly VITE_EMAILJS_SERVICE_ID?: string;
  readonly VITE_EMAILJS_TEMPLATE_ID?: string;
  readonly VITE_EMAILJS_ORIGIN?: string;
  readonly VITE_CONTACT_TO_EMAIL?: string;
  readonly VITE_EARLY_ACCESS_URL?: string;
  readonly VITE_SITE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** GSAP's CustomEase where the motion config draws an ease (scripts/build/custom-eases.ts). */
declare module 'virtual:custom-eases' {
  /** Calls `ready` once GSAP can play every ease of the config. */
  export function whenEasesReady(ready: () => void): unknown;
}
