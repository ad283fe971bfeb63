// Made by client/content-plugin.ts from content/destinations.json; destination-cards.ts gives it its type.
declare module 'virtual:destination-cards' {
  const cards: unknown;
  export default cards;
}
