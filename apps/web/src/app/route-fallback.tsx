import { Center, Loader } from '@mantine/core';

/** Shown while the first screen's code loads. */
export function RouteFallback() {
  return (
    <Center h="100vh">
      <Loader type="dots" />
    </Center>
  );
}
