import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import './app/styles';
import { AppProvider } from './app/provider';
import { createQueryClient } from './app/query-client';
import { AppRoutes, startFirstScreen } from './app/router';

const queryClient = createQueryClient();
startFirstScreen(window.location.pathname, queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  </StrictMode>,
);
