import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupPost } from '#shared/groups/groups.types';
import { apiFetch } from '#client/lib/api-client';
import { withPost } from '../utils/post-order';
import { groupPath } from './group-post-api-paths';
import { updateCachedPosts } from './group-post-cache';

export interface NewGroupPost {
  content: string;
  images: File[];
}

/** POST /api/groups/:id/posts (multipart: `content` and up to 4 `images`; members only). */
export function useCreateGroupPost(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ content, images }: NewGroupPost) => {
      const body = new FormData();
      body.append('content', content);
      for (const image of images) body.append('images', image);
      return apiFetch<GroupPost>(`${groupPath(groupId)}/posts`, { method: 'POST', body });
    },
    onSuccess: (post) => updateCachedPosts(queryClient, groupId, (posts) => withPost(posts, post)),
  });
}
