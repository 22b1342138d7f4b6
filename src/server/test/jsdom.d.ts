/** The slice of jsdom (installed for the UI tests, without type declarations) the DOCX test reader uses. */
declare module "jsdom" {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
