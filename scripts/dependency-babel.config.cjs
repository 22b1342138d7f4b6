/**
 * Babel settings dependency-cruiser uses to read TypeScript (see .dependency-cruiser.cjs).
 *
 * TypeScript 7 has no JavaScript compiler API, so dependency-cruiser turns .ts/.tsx into JavaScript
 * with Babel before it reads the imports. Babel drops `import type` declarations while doing so, which
 * would hide cycles made of type imports; the first plugin below marks every type import and type
 * re-export as a value one, and `onlyRemoveTypeImports` keeps imports whose names are used only as
 * types. The resulting JavaScript is never run: it exists only to list imports.
 */

/** Babel plugin: turn `import type`, `import { type X }` and `export type … from` into value forms. */
function keepTypeImports() {
  return {
    name: "keep-type-imports",
    visitor: {
      Program(path) {
        for (const statement of path.node.body) {
          if (statement.type === "ImportDeclaration") {
            statement.importKind = "value";
            for (const specifier of statement.specifiers) {
              if (specifier.type === "ImportSpecifier") specifier.importKind = "value";
            }
          } else if (
            (statement.type === "ExportNamedDeclaration" || statement.type === "ExportAllDeclaration") &&
            statement.source
          ) {
            statement.exportKind = "value";
            for (const specifier of statement.specifiers ?? []) {
              if (specifier.type === "ExportSpecifier") specifier.exportKind = "value";
            }
          }
        }
      },
    },
  };
}

module.exports = {
  babelrc: false,
  configFile: false,
  presets: [["@babel/preset-typescript", { onlyRemoveTypeImports: true }]],
  plugins: [keepTypeImports, ["@babel/plugin-transform-react-jsx", { runtime: "classic" }]],
};
