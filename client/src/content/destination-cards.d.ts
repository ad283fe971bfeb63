// Made by client/content-plugin.ts from content/destinations.json: the fields the home page's cards need.
declare module 'virtual:destination-cards' {
  type Destination = (typeof import('../../../content/destinations.json'))['destinations'][number];
  const cards: readonly Pick<Destination, 'slug' | 'name' | 'summary' | 'image'>[];
  export default cards;
}
