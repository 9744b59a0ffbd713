import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { givenPerson, newApiClient, type SignedIn } from './support/challenges';
import { closeMenuWithEscape } from './support/controls';
import { POST_TOO_MANY_IMAGES_MESSAGE } from '#shared/groups/groups.schemas';
import { givenGroup, givenJoinedGroup, uniqueWord } from './support/groups';
import {
  givenComment,
  givenPinned,
  givenPost,
  pngFile,
  postCard,
  postCards,
  addReaction,
  reactionButton,
  givenReaction,
} from './support/group-posts';
import { expectToastAndClose } from './support/toasts';
import { screenshot } from './support/screenshots';

// product-rules.md#groups detail (Posts tab), #group-posts pin and inline edit with the 'edited' marker,
// #group-posts, #group-roles group roles (authors alone edit and delete, moderators and admins pin, members post,
// comment and react), #group-messages "Group detail" toasts, #display-formats-and-toasts 'MMM d, yyyy • h:mm a'. Each
// journey sets up its group, people and posts through the API and drives in the browser only what it is about.

async function openPosts(page: Page, groupId: string) {
  await page.goto(`/groups/${groupId}`);
  await expect(page.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Loading posts...' })).toHaveCount(0);
}

async function expectImagesLoaded(post: Locator, count: number) {
  const images = post.locator('img[src^="/api/files/"]');
  await expect(images).toHaveCount(count);
  for (const image of await images.all()) {
    await expect(image).toHaveAttribute('alt', /^Image \d of \d posted by /);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
}

async function chooseFromMenu(page: Page, post: Locator, item: string) {
  await post.getByRole('button', { name: 'Post actions' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** A private group made by an admin on `adminPage`, which the people on `memberPages` joined. */
async function privateGroupWith(adminPage: SignedIn, memberPages: SignedIn[], word: string) {
  await givenPerson(adminPage, 'posts-admin');
  const group = await givenGroup(adminPage, { name: `${word} Walkers`, privacy: 'private' });
  const members = [];
  for (const memberPage of memberPages) {
    members.push(await givenPerson(memberPage, 'posts-member'));
    await givenJoinedGroup(memberPage, group.id);
  }
  return { group, members };
}

/** The walk post of these journeys: two lines of text and two images. */
async function sunriseWalk(page: SignedIn, groupId: string, word: string) {
  const images = await Promise.all([pngFile('lake.png', '#1971c2'), pngFile('trail.png', '#2f9e44')]);
  const text = `Sunrise walk by the ${word} lake\nFive kilometres before breakfast!`;
  return givenPost(page, groupId, text, images);
}

test.describe('Group posts', () => {
  test('a member posts text with two images: an empty post is refused, a fifth image is not taken', async ({
    page,
  }) => {
    const word = uniqueWord();
    const adminSide = await newApiClient();
    const {
      group,
      members: [author],
    } = await privateGroupWith(adminSide, [page], word);
    await adminSide.request.dispose();

    // nothing to post is refused before anything is sent; then text with two images
    await openPosts(page, group.id);
    await expect(page.getByText('No posts yet. Be the first to share something!')).toBeVisible();
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(page.getByText('Post cannot be empty')).toBeVisible();

    const text = `Sunrise walk by the ${word} lake\nFive kilometres before breakfast!`;
    await page.getByRole('textbox', { name: 'Write a post' }).fill(text);
    // five picked: the first four are kept, with the reason; then two of them are taken out again
    const picked = await Promise.all(
      [
        ['lake.png', '#1971c2'],
        ['trail.png', '#2f9e44'],
        ['bench.png', '#e8590c'],
        ['dog.png', '#862e9c'],
        ['extra.png', '#495057'],
      ].map(([name, colour]) => pngFile(name!, colour!)),
    );
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Add images' }).click();
    await (await chooser).setFiles(picked);
    await expect(page.getByText(POST_TOO_MANY_IMAGES_MESSAGE)).toBeVisible();
    await expect(page.getByText('4 of 4 images')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add images' })).toBeDisabled();
    await screenshot(page, 'group-posts-composer-1280');
    await page.getByRole('button', { name: 'Remove image 3: bench.png' }).click();
    await page.getByRole('button', { name: 'Remove image 3: dog.png' }).click();
    await expect(page.getByText('2 of 4 images')).toBeVisible();
    await expect(page.getByText(POST_TOO_MANY_IMAGES_MESSAGE)).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'Selected image 2: trail.png' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'group posts composer with two images');
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(page.getByText('Post created successfully')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Write a post' })).toHaveValue('');
    await expect(page.getByText('0 of 4 images')).toBeVisible();

    // the author's post, found by its label (the author's name)
    const ownPost = postCards(page).and(page.getByRole('article', { name: author!.name }));
    await expect(ownPost).toContainText('Sunrise walk');
    // line breaks kept; the date as product-rules.md#display-formats-and-toasts writes it
    await expect(ownPost.getByText('Five kilometres before breakfast!')).toBeVisible();
    expect(await ownPost.getByText(/Sunrise walk/).innerText()).toContain('\n');
    await expect(ownPost.locator('time')).toHaveText(
      /^[A-Z][a-z]{2} \d{1,2}, \d{4} • \d{1,2}:\d{2} (AM|PM)$/,
    );
    await expectImagesLoaded(ownPost, 2);
    await expect(ownPost.getByText('edited')).toHaveCount(0);
  });

  test("another member sees a post's images, opens one larger, reacts and comments", async ({ page }) => {
    const word = uniqueWord();
    const [adminSide, authorSide] = [await newApiClient(), await newApiClient()];
    const {
      group,
      members: [, reader],
    } = await privateGroupWith(adminSide, [authorSide, page], word);
    await sunriseWalk(authorSide, group.id, word);
    await adminSide.request.dispose();
    await authorSide.request.dispose();

    // both images, served to members of this private group; one opens larger
    await openPosts(page, group.id);
    const readerView = postCard(page, 'Sunrise walk');
    await expectImagesLoaded(readerView, 2);
    await readerView.getByRole('button', { name: /^Image 1 of 2 posted by / }).click();
    const viewer = page.getByRole('dialog', { name: 'Image 1 of 2' });
    await expect(viewer.locator('img[src^="/api/files/"]')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    // someone else's post: Report (decision 085) and Block its author (decision 084), no Edit or Delete, and a member
    // does not pin
    await readerView.getByRole('button', { name: 'Post actions' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Report', 'Block']);
    await closeMenuWithEscape(page);

    // no row of '0' chips: only 'Add reaction' until someone reacts (decision 061); reacts, takes one back
    await expect(readerView.getByRole('button', { name: /^\w+ \(\d+\)$/ })).toHaveCount(0);
    await expect(readerView.getByRole('button', { name: 'Add reaction' })).toBeVisible();
    await addReaction(page, readerView, 'Like');
    await expect(reactionButton(readerView, 'Like')).toHaveAttribute('aria-pressed', 'true');
    await expect(reactionButton(readerView, 'Like')).toHaveAccessibleName('Like (1)');
    await addReaction(page, readerView, 'Wow');
    await expect(reactionButton(readerView, 'Wow')).toHaveAccessibleName('Wow (1)');
    await reactionButton(readerView, 'Wow').click();
    await expect(reactionButton(readerView, 'Wow')).toHaveCount(0);
    await expect(reactionButton(readerView, 'Like')).toHaveAccessibleName('Like (1)');

    await readerView.getByRole('button', { name: '0 comments' }).click();
    await expect(readerView.getByText('No comments yet.')).toBeVisible();
    const commentButton = readerView.getByRole('button', { name: 'Comment', exact: true });
    await expect(commentButton).toBeDisabled();
    await readerView.getByRole('textbox', { name: 'Write a comment' }).fill('   ');
    await expect(commentButton).toBeDisabled();
    await readerView
      .getByRole('textbox', { name: 'Write a comment' })
      .fill('Lovely views, see you tomorrow!');
    await commentButton.click();
    await expect(page.getByText('Comment added successfully')).toBeVisible();
    const comments = readerView.getByRole('region', { name: 'Comments' });
    await expect(comments.getByRole('listitem')).toHaveCount(1);
    await expect(comments.getByRole('listitem').first()).toContainText(reader!.name);
    await expect(comments.getByRole('listitem').first()).toContainText('Lovely views, see you tomorrow!');
    await expect(readerView.getByRole('button', { name: '1 comment' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  /** The author's walk post, liked and commented on by a reader, then put second by the reader's newer post. */
  async function givenAWalkPutSecond(admin: SignedIn, author: SignedIn, word: string) {
    const readerSide = await newApiClient();
    const {
      group,
      members: [authorPerson],
    } = await privateGroupWith(admin, [author, readerSide], word);
    const walk = await sunriseWalk(author, group.id, word);
    await givenReaction(readerSide, group.id, walk, 'like');
    await givenComment(readerSide, group.id, walk, 'Lovely views, see you tomorrow!');
    await givenPost(readerSide, group.id, `Rainy ${word} evening stroll`);
    await readerSide.request.dispose();
    return { group, walk, author: authorPerson! };
  }

  test("the admin pins another member's post above a newer one", async ({ page }) => {
    const word = uniqueWord();
    const authorSide = await newApiClient();
    const { group } = await givenAWalkPutSecond(page, authorSide, word);
    await authorSide.request.dispose();

    // the admin pins the author's post: it comes first, with the badge
    await openPosts(page, group.id);
    await expect(postCards(page).first()).toContainText('Rainy');
    const adminView = postCard(page, 'Sunrise walk');
    await expect(reactionButton(adminView, 'Like')).toHaveAccessibleName('Like (1)');
    await expect(reactionButton(adminView, 'Like')).toHaveAttribute('aria-pressed', 'false');
    await adminView.getByRole('button', { name: 'Post actions' }).click();
    // not the author: Pin, Report (decision 085) and Block its author (decision 084)
    await expect(page.getByRole('menuitem')).toHaveText(['Pin', 'Report', 'Block']);
    await page.getByRole('menuitem', { name: 'Pin' }).click();
    await expect(page.getByText('Post pinned')).toBeVisible();
    await expect(postCards(page).first()).toContainText('Sunrise walk');
    await expect(postCards(page).first().getByText('Pinned', { exact: true })).toBeVisible();
  });

  test('the author finds their post pinned, and edits it inline', async ({ page }) => {
    const word = uniqueWord();
    const adminSide = await newApiClient();
    const { group, walk, author } = await givenAWalkPutSecond(adminSide, page, word);
    await givenPinned(adminSide, group.id, walk);
    await adminSide.request.dispose();

    // the author sees it pinned, with the reaction and the comment; edits it inline (Cancel keeps it, Save changes
    // it); the post is found by its label (the author's name) even while its text is being edited
    await openPosts(page, group.id);
    const ownPost = postCards(page).and(page.getByRole('article', { name: author.name }));
    await expect(postCards(page).first()).toContainText('Sunrise walk');
    await expect(postCards(page).first().getByText('Pinned', { exact: true })).toBeVisible();
    await expect(reactionButton(ownPost, 'Like')).toHaveAccessibleName('Like (1)');
    await expect(ownPost.getByRole('button', { name: '1 comment' })).toBeVisible();
    await chooseFromMenu(page, ownPost, 'Edit');
    const editor = ownPost.getByRole('textbox', { name: 'Edit post' });
    await editor.fill('Changed my mind');
    await ownPost.getByRole('button', { name: 'Cancel' }).click();
    await expect(editor).toHaveCount(0);
    await expect(ownPost.getByText('Five kilometres before breakfast!')).toBeVisible();

    await chooseFromMenu(page, ownPost, 'Edit');
    await editor.fill('   ');
    await ownPost.getByRole('button', { name: 'Save' }).click();
    await expect(ownPost.getByText('Post content cannot be empty')).toBeVisible();
    await editor.fill(`Sunrise walk by the ${word} lake\nSix kilometres before breakfast!`);
    await ownPost.getByRole('button', { name: 'Save' }).click();
    await expectToastAndClose(page, 'Post updated successfully');
    await expect(ownPost.getByText('Six kilometres before breakfast!')).toBeVisible();
    await expect(ownPost.getByText('edited', { exact: true })).toBeVisible();
    await expect(postCards(page).first()).toContainText('Sunrise walk');

    // accessibility and screenshots of the tab at both widths, the comments open
    await ownPost.getByRole('button', { name: '1 comment' }).click();
    await expect(ownPost.getByRole('region', { name: 'Comments' })).toContainText('Lovely views');
    await expectNoSeriousA11yViolations(page, 'group posts tab at 1280 px');
    await screenshot(page, 'group-posts-1280', { fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSeriousA11yViolations(page, 'group posts tab at 390 px');
    await screenshot(page, 'group-posts-390', { fullPage: true });
  });

  test('a member deletes their own post after confirming', async ({ page }) => {
    const word = uniqueWord();
    const [adminSide, authorSide] = [await newApiClient(), await newApiClient()];
    const { group } = await privateGroupWith(adminSide, [authorSide, page], word);
    await sunriseWalk(authorSide, group.id, word);
    await adminSide.request.dispose();
    await authorSide.request.dispose();
    await givenPost(page, group.id, `Rainy ${word} evening stroll`);

    await openPosts(page, group.id);
    const ownPost = postCard(page, 'Rainy');
    await chooseFromMenu(page, ownPost, 'Delete');
    await page.getByRole('dialog', { name: 'Delete post' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Post deleted successfully')).toBeVisible();
    await expect(ownPost).toHaveCount(0);
    await expect(postCards(page)).toHaveCount(1);
  });
});
