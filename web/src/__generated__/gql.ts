/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  '\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n    }\n  }\n': typeof types.ChangePasswordDocument;
  '\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...StoredUser_user\n    }\n  }\n': typeof types.UpdateProfileDocument;
  '\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n': typeof types.ResetPasswordDocument;
  '\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      message\n      user {\n        ...StoredUser_user\n      }\n    }\n  }\n': typeof types.LoginDocument;
  '\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      user {\n        ...StoredUser_user\n      }\n    }\n  }\n': typeof types.RegisterDocument;
  '\n  query Me {\n    me {\n      ...StoredUser_user\n    }\n  }\n': typeof types.MeDocument;
  '\n  mutation Logout {\n    logout\n  }\n': typeof types.LogoutDocument;
  '\n  fragment StoredUser_user on User {\n    id\n    username\n    email\n    coins\n    readHistory {\n      chapterId\n      progress\n      updatedAt\n      book {\n        id\n        title\n        coverImage\n      }\n    }\n  }\n': typeof types.StoredUser_UserFragmentDoc;
};
const documents: Documents = {
  '\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n    }\n  }\n':
    types.ChangePasswordDocument,
  '\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...StoredUser_user\n    }\n  }\n':
    types.UpdateProfileDocument,
  '\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n':
    types.ResetPasswordDocument,
  '\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      message\n      user {\n        ...StoredUser_user\n      }\n    }\n  }\n':
    types.LoginDocument,
  '\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      user {\n        ...StoredUser_user\n      }\n    }\n  }\n':
    types.RegisterDocument,
  '\n  query Me {\n    me {\n      ...StoredUser_user\n    }\n  }\n': types.MeDocument,
  '\n  mutation Logout {\n    logout\n  }\n': types.LogoutDocument,
  '\n  fragment StoredUser_user on User {\n    id\n    username\n    email\n    coins\n    readHistory {\n      chapterId\n      progress\n      updatedAt\n      book {\n        id\n        title\n        coverImage\n      }\n    }\n  }\n':
    types.StoredUser_UserFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n    }\n  }\n',
): (typeof documents)['\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      message\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...StoredUser_user\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...StoredUser_user\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n',
): (typeof documents)['\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      message\n      user {\n        ...StoredUser_user\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      message\n      user {\n        ...StoredUser_user\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      user {\n        ...StoredUser_user\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      message\n      user {\n        ...StoredUser_user\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Me {\n    me {\n      ...StoredUser_user\n    }\n  }\n',
): (typeof documents)['\n  query Me {\n    me {\n      ...StoredUser_user\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: '\n  mutation Logout {\n    logout\n  }\n'): (typeof documents)['\n  mutation Logout {\n    logout\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment StoredUser_user on User {\n    id\n    username\n    email\n    coins\n    readHistory {\n      chapterId\n      progress\n      updatedAt\n      book {\n        id\n        title\n        coverImage\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment StoredUser_user on User {\n    id\n    username\n    email\n    coins\n    readHistory {\n      chapterId\n      progress\n      updatedAt\n      book {\n        id\n        title\n        coverImage\n      }\n    }\n  }\n'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
