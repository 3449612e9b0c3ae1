import { AppProvider } from './provider';
import { AppRouter } from './router';
import { StatusGate } from './status-gate';

export function App() {
  return (
    <AppProvider>
      <StatusGate>
        <AppRouter />
      </StatusGate>
    </AppProvider>
  );
}
