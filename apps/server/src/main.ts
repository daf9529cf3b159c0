import * as nodeModule from 'node:module';

// Node 22 keeps the compiled code of the modules loaded from here on (os.tmpdir(), or
// NODE_COMPILE_CACHE), so later starts skip parsing the bundle. Hence the dynamic import: a static
// one would be compiled before this line runs. Node 20 has no such cache.
nodeModule.enableCompileCache?.();
await import('./start-server');
