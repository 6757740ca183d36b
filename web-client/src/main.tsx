import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createStore } from './app/store';

const container = document.getElementById('root');
if (!container) throw new Error('index.html needs an element with id "root"');

createRoot(container).render(
  <StrictMode>
    <App store={createStore()} />
  </StrictMode>,
);
