import type { Page, Route } from "@playwright/test";
import sharp from "sharp";
import { fillPayment, logIn, pngLogo, registerAccount } from "./auth-helpers";
import { ADMIN, axeViolations, expect, gotoHydrated, test, useTheme } from "./fixtures";

/**
 * Upload is one step (issue 20 item 1): choosing a file uploads it at once, with its progress; Save waits for
 * what is still on its way and then saves by itself; nothing chosen is ever dropped. Walked as an organization
 * (the payment proof, the project's images with a cover and an order, by mouse and by keyboard, the logo) on a
 * phone and a desktop, and as an administrator (an event's image).
 */

const COLOURS = { red: "#d01010", green: "#10a020", blue: "#1030d0", yellow: "#e0d010" } as const;
type Colour = keyof typeof COLOURS;

async function photo(colour: Colour) {
  const buffer = await sharp({
    create: { width: 800, height: 600, channels: 3, background: COLOURS[colour] },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
  return { name: `${colour}.jpg`, mimeType: "image/jpeg", buffer };
}

/** Which of the four colours an image the page shows is (its mean colour, read back from the server). */
async function colourOf(page: Page, src: string): Promise<Colour> {
  const response = await page.request.get(src);
  const { channels } = await sharp(await response.body()).stats();
  const [r, g, b] = channels.map((channel) => channel.mean) as [number, number, number];
  if (r > 150 && g > 150) return "yellow";
  if (r > g && r > b) return "red";
  return g > b ? "green" : "blue";
}

/** The colours of a project page's images, in their order (the thumbnails, or the one image). */
async function projectPageColours(page: Page): Promise<Colour[]> {
  const thumbnails = page.getByRole("img", { name: /^Show image \d+ of \d+$/ });
  const count = await thumbnails.count();
  const images = count > 0 ? thumbnails : page.locator("main img").first();
  const sources = await images.evaluateAll((list) =>
    list.map((image) => (image as HTMLImageElement).currentSrc || (image as HTMLImageElement).src),
  );
  const colours: Colour[] = [];
  for (const src of sources) colours.push(await colourOf(page, src));
  return colours;
}

/**
 * Holds the answers of uploads to `endpoint` from the next one on, until `release()`: the request reaches the
 * server (the file is stored) but its answer waits, as on slow mobile data. Later uploads pass straight through.
 */
async function holdUploads(page: Page, endpoint: string) {
  let open: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    open = resolve;
  });
  const handler = async (route: Route) => {
    const response = await route.fetch();
    await released;
    await route.fulfill({ response });
  };
  await page.route(`**${endpoint}`, handler);
  return { release: () => open() };
}

const BRIEF =
  "Clean cooking stoves for forty households in Gulu, built by local masons who learn to make and repair them. Less smoke in the kitchens, less firewood carried every week, and a small trade for the masons that lasts beyond the project.";

for (const [device, viewport, theme] of [
  ["phone", { width: 360, height: 800 }, "dark"],
  ["desktop", { width: 1280, height: 800 }, "light"],
] as const) {
  test(`an organization's proof, images and logo upload as they are chosen, nothing dropped (${device}, ${theme})`, async ({
    page,
    browser,
    consoleErrors,
  }, testInfo) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await useTheme(page, theme);
    const account = await registerAccount(page, testInfo, `uploads-${device}`);
    await logIn(page, account);

    // The payment proof: a file of the wrong kind is refused as it is chosen; the image proof shows itself and
    // goes with the payment.
    await gotoHydrated(page, "/payment");
    await fillPayment(page, { method: "mtn" });
    await page
      .getByLabel(/proof/i)
      .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a receipt") });
    await expect(page.getByText("File type not supported. Allowed types:")).toBeVisible();
    await page.getByLabel(/proof/i).setInputFiles({ ...(await pngLogo()), name: "receipt.png" });
    await expect(page.getByText("File type not supported. Allowed types:")).toHaveCount(0);
    await expect(page.getByRole("img", { name: "Proof of payment: receipt.png" })).toBeVisible();
    await expect(page.getByText("sent with the payment when you submit")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Submit Payment" }).click();
    await expect(page.getByText("Payment request submitted")).toBeVisible();

    // The administrator sees the proof beside the request and approves it (a browser of their own).
    const adminContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const admin = await adminContext.newPage();
    await logIn(admin, ADMIN);
    await gotoHydrated(admin, "/admin/payments");
    await admin
      .getByRole("row", { name: new RegExp(`^${account.orgName}`) })
      .getByRole("link", { name: /Review/ })
      .click();
    const proof = admin.getByRole("img", {
      name: `Proof of payment of ${account.orgName} (opens full size in a new tab)`,
    });
    await proof.scrollIntoViewIfNeeded();
    await expect.poll(() => proof.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(64);
    await admin.getByRole("button", { name: /^Approve/ }).click();
    await admin.getByRole("dialog").getByRole("button", { name: "Approve" }).click();
    await expect(admin.getByText("Payment approved")).toBeVisible();
    await adminContext.close();

    // A new project: the first two sections, then the images.
    await gotoHydrated(page, "/dashboard/projects/add");
    const name = `Cook Stoves ${device} ${Date.now()}`;
    await page.getByLabel("Project name").fill(name);
    await page.getByLabel("Brief description").fill(BRIEF);
    await page.getByLabel("Sector").selectOption("Environment");
    await page.getByLabel("SDG goal").selectOption("Climate Action");
    await page.getByLabel("Location").fill("Gulu");
    await page.getByLabel("Start date").fill("2026-02-01");
    await page.getByRole("button", { name: "Save & Next" }).click();
    await page.getByLabel("Women").check();
    await page.getByRole("button", { name: "Save & Next" }).click();

    // Three files chosen: the two photos upload at once, each with its progress; the text file that calls
    // itself a PNG is refused by the server on that file (by its bytes, in the words every image field uses),
    // and can be taken off the list.
    await page
      .getByLabel("Choose images")
      .setInputFiles([
        await photo("red"),
        await photo("green"),
        { name: "fake.png", mimeType: "image/png", buffer: Buffer.from("just some text, not a picture") },
      ]);
    await expect(page.getByText("Uploaded", { exact: true })).toHaveCount(2);
    const refused = page.getByRole("list", { name: "Files not added" }).getByRole("listitem");
    await expect(refused).toHaveText(
      /^Not added: fake\.png\. This file is not a picture: choose a JPG, PNG or WebP/,
    );
    await expect(page.getByRole("img", { name: /^Cover, image 1 of 2: red\.jpg$/ })).toBeVisible();
    // The browser logs the refusal's 400 as an error: the one expected here, and no other.
    const refusal = () =>
      consoleErrors.findIndex((error) => /status of 400 .*\/dashboard\/projects\/images\)$/.test(error));
    await expect.poll(refusal).toBeGreaterThanOrEqual(0);
    consoleErrors.splice(refusal(), 1);
    await page.getByRole("button", { name: "Remove fake.png from the list" }).click();
    await expect(refused).toHaveCount(0);

    // A third photo on slow data: its answer is held back while the person orders the images.
    const slow = await holdUploads(page, "/dashboard/projects/images");
    await page.getByLabel("Choose images").setInputFiles([await photo("blue")]);
    await expect(page.getByRole("progressbar", { name: "Uploading blue.jpg" })).toBeVisible();
    await page.getByRole("button", { name: "Make image 3 of 3 the cover" }).click();
    await expect(page.getByRole("img", { name: "Cover, image 1 of 3: blue.jpg" })).toBeVisible();
    // The focus stays with the moved image (now the cover: its "later" button).
    await expect(page.getByRole("button", { name: "Move image 1 of 3 later" })).toBeFocused();
    await page.getByRole("button", { name: "Move image 3 of 3 earlier" }).click();
    await expect(page.getByRole("img", { name: "image 2 of 3: green.jpg" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Move image 2 of 3 earlier" })).toBeFocused();
    await expect(page.getByText("1 image is still uploading. Saving waits for it.")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // Save while the photo is still on its way: the button says so, and the form saves itself once it lands.
    await page.getByRole("button", { name: "Save Project" }).click();
    await expect(page.getByRole("button", { name: "Uploading… (3 of 3)" })).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Project created" })).toHaveCount(0);
    slow.release();
    const created = page.getByRole("dialog", { name: "Project created" });
    await expect(created).toBeVisible();
    await created.getByRole("link", { name: "View Project" }).click();
    await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}$/);
    const projectId = new URL(page.url()).pathname.split("/").pop();
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    expect(await projectPageColours(page)).toEqual(["blue", "green", "red"]);

    // Edit: one more photo, moved to the front with the keyboard alone; the public page shows it first.
    await gotoHydrated(page, `/dashboard/projects/edit/${projectId}`);
    await page
      .getByRole("button", { name: /Location & Team/ })
      .first()
      .click();
    await expect(page.getByRole("img", { name: /^Cover, image 1 of 3/ })).toBeVisible();
    await page.getByLabel("Choose images").setInputFiles([await photo("yellow")]);
    await expect(page.getByText("Uploaded", { exact: true })).toHaveCount(1);
    await page.getByRole("button", { name: "Move image 4 of 4 earlier" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Move image 3 of 4 earlier" })).toBeFocused();
    await page.keyboard.press("Space");
    await expect(page.getByRole("button", { name: "Move image 2 of 4 earlier" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("img", { name: "Cover, image 1 of 4: yellow.jpg" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Move image 1 of 4 later" })).toBeFocused();
    await expect(
      page.getByRole("status").filter({ hasText: "yellow.jpg is now the cover image." }),
    ).toHaveCount(1);
    await page.getByRole("button", { name: "Save Project" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Project updated successfully")).toBeVisible();
    await gotoHydrated(page, `/projects/${projectId}`);
    expect(await projectPageColours(page)).toEqual(["yellow", "blue", "green", "red"]);

    // The logo on the profile: a refused type is said at once (AVIF: the profile takes JPEG, PNG, GIF and
    // WebP); the chosen one shows, waits for the save, and arrives.
    await gotoHydrated(page, "/dashboard/profile");
    await page
      .getByLabel("Logo")
      .setInputFiles({ ...(await photo("green")), name: "logo.avif", mimeType: "image/avif" });
    await expect(page.getByText("Invalid file type").first()).toBeVisible();
    await expect(page.getByTestId("logo-pending")).toHaveCount(0);
    await page.getByLabel("Logo").setInputFiles(await pngLogo());
    await expect(page.getByTestId("logo-preview")).toHaveAttribute("src", /^blob:/);
    await expect(page.getByTestId("logo-pending")).toHaveText("Uploaded when you press Save Profile");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Save Profile" }).click();
    await expect(page.getByText("Profile updated").first()).toBeVisible();
    await gotoHydrated(page, "/dashboard/profile");
    // The saved logo is shown (a WebP variant of the upload) where the placeholder was.
    await expect(page.locator('main img[src*="logos/"]').first()).toBeVisible();
  });
}

test("an administrator's event saves with its image chosen and never uploaded by hand", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page, ADMIN);
  for (const theme of ["light", "dark"] as const) {
    await useTheme(page, theme);
    const title = `Stove Fair ${theme} ${Math.random().toString(36).slice(2, 6)}`;
    await gotoHydrated(page, "/admin/events");
    await page.getByRole("button", { name: "Add New Event" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Event" });
    await dialog.getByLabel("Title").fill(title);
    await dialog.getByLabel("Location").fill("Gulu");
    await dialog.getByRole("textbox", { name: "Date", exact: true }).fill("2031-08-20");
    await dialog.getByRole("textbox", { name: "Time", exact: true }).fill("10:00");
    // A file of a kind events do not take is refused as it is chosen, beside the field.
    await dialog.getByLabel("Choose an image").setInputFiles({
      name: "scan.bmp",
      mimeType: "image/bmp",
      buffer: Buffer.from("BM not really a bitmap"),
    });
    await expect(dialog.getByText("Not added: scan.bmp. Only image files can be used")).toBeVisible();
    // The photo goes on slow data; Save is pressed at once and waits for it.
    const slow = await holdUploads(page, "/admin/events/images");
    await dialog.getByLabel("Choose an image").setInputFiles(await photo("blue"));
    await expect(dialog.getByRole("progressbar", { name: "Uploading blue.jpg" })).toBeVisible();
    await expect(dialog.getByRole("img", { name: "Event image: blue.jpg" })).toBeVisible();
    expect(await axeViolations(page), theme).toEqual([]);
    await dialog.getByRole("button", { name: "Save Event" }).click();
    await expect(dialog.getByRole("button", { name: "Uploading… (1 of 1)" })).toBeVisible();
    slow.release();
    await expect(page.getByText("Event created")).toBeVisible();
    await expect(dialog).toBeHidden();

    // Saved with its picture: the public event list shows it.
    await gotoHydrated(page, "/events");
    const card = page.getByRole("article").filter({ hasText: title });
    const picture = card.locator("img").first();
    await expect(picture).toBeVisible();
    const src = await picture.evaluate((image: HTMLImageElement) => image.currentSrc || image.src);
    expect(src).toContain("event-images");
    expect(await colourOf(page, src)).toBe("blue");
    if (theme === "dark") continue;

    // A replacement the server refuses (text calling itself a PNG) gives the stored image back, not none.
    await gotoHydrated(page, `/admin/events?q=${encodeURIComponent(title)}`);
    await page.getByRole("button", { name: `Edit ${title}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Event" });
    const stored = edit.getByRole("img", { name: /^Event image: / });
    await expect(stored).toBeVisible();
    const storedName = await stored.getAttribute("alt");
    await edit
      .getByLabel("Choose another image")
      .setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("text, not a picture") });
    await expect(edit.getByText(/^Not added: fake\.png\./)).toBeVisible();
    await expect(edit.getByRole("img", { name: storedName ?? "" })).toBeVisible();
    // The browser logs the refusal's 400 as an error: the one expected here, and no other.
    const refusal = () =>
      consoleErrors.findIndex((error) => /status of 400 .*\/admin\/events\/images\)$/.test(error));
    await expect.poll(refusal).toBeGreaterThanOrEqual(0);
    consoleErrors.splice(refusal(), 1);
    await edit.getByRole("button", { name: "Save Event" }).click();
    await expect(page.getByText("Event updated")).toBeVisible();
    await gotoHydrated(page, "/events");
    const kept = page.getByRole("article").filter({ hasText: title }).locator("img").first();
    expect(
      await colourOf(page, await kept.evaluate((image: HTMLImageElement) => image.currentSrc || image.src)),
    ).toBe("blue");
  }
});

test("registration flags a refused logo as it is chosen, and keeps the chosen one through a refused submit", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await gotoHydrated(page, "/register");
  const logo = page.getByLabel("Logo");
  await logo.setInputFiles({
    name: "brochure.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4"),
  });
  // Said beside the field at once, before any submit, in words a person knows.
  await expect(page.getByText("This file is not a picture: choose a JPG, PNG or WebP")).toBeVisible();
  await expect(logo).toHaveAttribute("aria-invalid", "true");
  await logo.setInputFiles(await pngLogo());
  await expect(page.getByText("This file is not a picture: choose a JPG, PNG or WebP")).toHaveCount(0);
  await expect(page.getByTestId("logo-preview")).toHaveAttribute("src", /^blob:/);
  await expect(page.getByTestId("logo-pending")).toHaveText("Uploaded when you press Register Organization");
  // A submit refused for the other fields keeps the logo chosen: it goes with the next press.
  await page.getByRole("button", { name: "Register Organization" }).click();
  await expect(page.getByText("Email is required")).toBeVisible();
  await expect(page.getByTestId("logo-pending")).toBeVisible();
  expect(await logo.evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe("logo.png");
  expect(await axeViolations(page)).toEqual([]);
});
