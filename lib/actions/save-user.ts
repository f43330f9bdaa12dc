'use server';
import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import { getDb } from '../db/client';
import { createUser, updateUser } from '../services/users/save-user';
import { createUserSchema, updateUserSchema } from '../services/users/schemas';
import { runFormAction } from './run-form-action';

export async function createUserAction(_previous: unknown, formData: FormData) {
  return runFormAction('/data-users', formData, createUserSchema, async (ctx, input) => {
    await createUser({ db: getDb(), ctx, input });
    revalidatePath('/data-users');
    return { message: (await getTranslations('users'))('added') };
  });
}

export async function updateUserAction(_previous: unknown, formData: FormData) {
  return runFormAction('/data-users', formData, updateUserSchema, async (ctx, input) => {
    await updateUser({ db: getDb(), ctx, input });
    revalidatePath('/data-users');
    return { message: (await getTranslations('users'))('updated') };
  });
}
