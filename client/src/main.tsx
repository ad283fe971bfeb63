import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createApp } from './app/create-app';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

// The first render as a transition: React yields to the browser every few milliseconds instead of holding the main
// thread for the whole page, so a slow phone still answers a tap while the app starts.
startTransition(() => {
  createRoot(root).render(<App {...createApp()} />);
});
