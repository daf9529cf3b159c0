import type { UseFormReturn } from 'react-hook-form';
import type { DetailsFormInput, DetailsFormOutput } from '../details-form';

/** The details form as its sections receive it. */
export type DetailsForm = UseFormReturn<DetailsFormInput, unknown, DetailsFormOutput>;
