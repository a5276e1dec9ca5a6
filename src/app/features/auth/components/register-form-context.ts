import type { UseFormReturn } from 'react-hook-form';
import type { RegisterFormInput, RegisterFormOutput } from '../forms/register-form';

export type RegisterForm = UseFormReturn<RegisterFormInput, unknown, RegisterFormOutput>;
