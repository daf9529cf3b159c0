import { Progress } from '@mantine/core';
import classes from './navigation-progress-bar.module.css';

/** The bar itself, loaded with the first navigation (see navigation-progress.tsx). */
export default function NavigationProgressBar() {
  return <Progress className={classes.bar} value={100} animated size={3} radius={0} aria-hidden />;
}
