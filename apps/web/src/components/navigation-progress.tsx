import { Progress } from '@mantine/core';
import { useNavigation } from 'react-router';
import classes from './navigation-progress.module.css';

/** A thin bar at the top of the page while the next screen's code or data loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <Progress className={classes.bar} value={100} animated size={3} radius={0} aria-hidden />;
}
