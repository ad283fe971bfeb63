// Made by client/i18n-plugin.ts from a messages/<locale>.json: each message's text, or its ICU syntax tree when it has
// arguments. lib/i18n/i18n.ts gives it its type (Catalogue).
declare module 'virtual:messages/*' {
  const messages: unknown;
  export default messages;
}
