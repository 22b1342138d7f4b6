/** The build-time settings served by the content Vite plugin (scripts/vite/content-plugin.ts). */
declare module "virtual:site" {
  export const site: { siteUrl: string; supportEmail: string };
}
