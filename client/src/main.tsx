import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createApp } from './app/create-app';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

createRoot(root).render(<App {...createApp()} />);
