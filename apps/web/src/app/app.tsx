import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';

export function App() {
  return <MantineProvider>Perkdesk</MantineProvider>;
}
