// What jsdom lacks and Mantine asks for, shared by every feature's render helpers.

/** matchMedia: Mantine reads it for the colour scheme and breakpoints. */
export function stubMatchMedia() {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/** ResizeObserver: Mantine's inputs and the virtual lists ask for one. */
export function stubResizeObserver() {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

/** Both stubs. */
export function stubBrowser() {
  stubMatchMedia();
  stubResizeObserver();
}
