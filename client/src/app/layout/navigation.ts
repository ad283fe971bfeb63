/** The header's site links (spec §2); the hash targets are sections of the home page. */
export const siteLinks = [
  { label: 'Features', to: '/#features' },
  { label: 'How it Works', to: '/#how-it-works' },
  { label: 'Destinations', to: '/#destinations' },
  { label: 'Business', to: '/business' },
] as const;

/** The signed-in side menu on phones (spec §2). */
export const accountLinks = [
  { label: 'Create Trip', to: '/create-trip' },
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Premium', to: '/features' },
  { label: 'Account', to: '/account' },
] as const;
