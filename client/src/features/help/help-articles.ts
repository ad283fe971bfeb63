/** Help Center answers. Keep them true to what TripMate does today; update them with the features. */
export type HelpArticle = { readonly topic: string; readonly question: string; readonly answer: string };

export const helpArticles: readonly HelpArticle[] = [
  {
    topic: 'Accounts',
    question: 'How do I create an account?',
    answer:
      'Choose Sign Up, then enter your full name, email and a password of at least 6 characters. If this TripMate server has Google or GitHub sign-in set up, you can use those buttons instead; when they are not set up, the buttons say so.',
  },
  {
    topic: 'Accounts',
    question: 'Can I sign in with my email instead of my username?',
    answer: 'Yes. The sign-in form accepts either your username or the email address on your account.',
  },
  {
    topic: 'Accounts',
    question: 'I was told to wait before signing in again. Why?',
    answer:
      'After 10 wrong passwords in a row for one account from one address, sign-ins for it pause for 15 minutes. This protects your account from password guessing. Wait, then try again, or sign in with Google or GitHub if your account uses them.',
  },
  {
    topic: 'Accounts',
    question: 'How do I change my password or sign out of other devices?',
    answer:
      'Open Account from the menu. The Change Password card needs your current password and the new one twice. Changing the password signs out every other device; the Sign out everywhere button does the same without a new password, this device included.',
  },
  {
    topic: 'Trip planner',
    question: 'What does the planner need from me?',
    answer:
      'Where you start and end, how many days (1 to 30), how many travelers (1 to 20), your budget in Sri Lankan rupees (at least LKR 1,000) and, in your own words, what you love: beaches, wildlife, temples, hiking, tea country, trains.',
  },
  {
    topic: 'Trip planner',
    question: 'Why is the budget in LKR?',
    answer:
      'Prices in Sri Lanka are set in rupees, so the plan adds up stays, food, transport and entry tickets in LKR for your whole party. Your profile’s currency preference (USD, EUR or GBP) is kept with your account.',
  },
  {
    topic: 'Trip planner',
    question: 'Does TripMate need the internet or an AI key to plan?',
    answer:
      'No. TripMate has its own Sri Lanka map data and a built-in planner and assistant that work without any network. When the server is set up with a model (Gemini or an OpenAI-compatible one) or Google Maps, it uses them, and our own facts still check the answers.',
  },
  {
    topic: 'Trip planner',
    question: 'How do I reuse a trip I created?',
    answer: 'On your Dashboard, choose Plan this trip on a trip card. The planner opens with that trip’s route, travelers and budget filled in.',
  },
  {
    topic: 'Business directory',
    question: 'How do I list my business?',
    answer:
      'Open Business, fill in the name, address, email, telephone and category (website and description are optional) and choose Register Business. Each email can be listed once. Listings registered while you are signed in belong to your account, and only you can delete them.',
  },
  {
    topic: 'Business directory',
    question: 'Why can’t I delete a listing?',
    answer:
      'Only the account that registered a listing may delete it. Listings registered while signed out have no owner; write to support from the address on the listing and we will help.',
  },
  {
    topic: 'Data and privacy',
    question: 'What does TripMate keep about me?',
    answer:
      'Your name, username, email, optional profile picture link, preferences, the trips you save and any feedback you send. Passwords are stored only as argon2id hashes. You can download your data from the Account page.',
  },
  {
    topic: 'Data and privacy',
    question: 'How do I delete my account?',
    answer: 'Write to support from the email on your account and we will delete the account and everything linked to it.',
  },
];
