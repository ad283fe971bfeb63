/** Who is asking: the signed-in account, or null for a visitor. Services decide what an actor may do. */
export type Actor = { readonly userId: string } | null;
