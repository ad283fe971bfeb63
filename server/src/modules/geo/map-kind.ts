/** Which map the browser draws (kept apart from the GraphQL types so the engine loads without type-graphql). */
export enum MapKind {
  LEAFLET = 'leaflet',
  GOOGLE = 'google',
}
