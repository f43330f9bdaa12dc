'use server';
import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import { createUser, updateUser } from '../services/save-user';
import { createUserSchema, updateUserSchema } from '../schemas';
import { runFormAction } from '@/lib/actions/run-form-action';

export async function createUserAction(_previous: unknown, formData: FormData) {
  return runFormAction('/data-users', formData, createUserSchema, async (ctx, input) => {
    await createUser({ ctx, input });
    revalidatePath('/data-users');
    return { message: (await getTranslations('users'))('added') };
  });
}

export async function updateUserAction(_previous: unknown, formData: FormData) {
  return runFormAction('/data-users', formData, updateUserSchema, async (ctx, input) => {
    await updateUser({ ctx, input });
    revalidatePath('/data-users');
    return { message: (await getTranslations('users'))('updated') };
  });
}
