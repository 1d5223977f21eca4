import { Builder, By, type WebDriver, type WebElement } from 'selenium-webdriver';

/** How long a step waits for the page to show what it expects. */
const WAIT_MS = 15_000;

/** A WebKit browser (WebKitGTK's MiniBrowser) driven through the driver at `driverUrl`. */
export async function openWebKit(driverUrl: string): Promise<WebDriver> {
  const binary =
    process.env.WEBKIT_BROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
  const driver = await new Builder()
    .usingServer(driverUrl)
    .withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary, args: ['--automation'] },
    })
    .build();
  // A phone's viewport: the app is made for one.
  await driver.manage().window().setRect({ width: 412, height: 915 });
  return driver;
}

/** A string as an XPath literal, whatever quotes it holds. */
export function literal(text: string): string {
  if (!text.includes("'")) return `'${text}'`;
  if (!text.includes('"')) return `"${text}"`;
  return `concat(${text
    .split("'")
    .map((part) => `'${part}'`)
    .join(`, "'", `)})`;
}

/** Where a person finds things: by the words on them, as WebDriver has no role locators. */
export const find = {
  /** A button whose text or `aria-label` is `name`, inside `within` (an XPath) if given. */
  button: (name: string, within = '') =>
    `${within}//*[self::button or @role='button'][normalize-space(.)=${literal(name)} or @aria-label=${literal(name)}]`,
  /** An open dialog whose heading is `name`. */
  dialog: (name: string) =>
    `//dialog[@open][.//*[self::h1 or self::h2][normalize-space(.)=${literal(name)}]]`,
  /**
   * An element holding `text` in its own text, inside `within` if given. A no-break space (an
   * amount joined to its unit) reads as a space, as it does to a person.
   */
  text: (text: string, within = '') =>
    `${within}//*[not(self::script)][text()[contains(normalize-space(translate(., '\u00a0', ' ')), ${literal(text)})]]`,
  /** A list named by `aria-label`. */
  list: (name: string) => `//*[self::ul or self::ol][@aria-label=${literal(name)}]`,
  /** A level-1 heading. */
  h1: () => '//h1',
};

/**
 * The first element at `xpath` that is displayed, once one is; fails after the wait (`waitMs`,
 * longer for a step that first loads a large part of the app).
 */
export async function visible(
  driver: WebDriver,
  xpath: string,
  waitMs = WAIT_MS,
): Promise<WebElement> {
  let found: WebElement | undefined;
  await driver.wait(
    async () => {
      for (const element of await driver.findElements(By.xpath(xpath))) {
        if (await element.isDisplayed().catch(() => false)) {
          found = element;
          return true;
        }
      }
      return false;
    },
    waitMs,
    `nothing visible at ${xpath}`,
  );
  return found!;
}

/** Resolves once nothing at `xpath` is displayed. */
export async function hidden(driver: WebDriver, xpath: string): Promise<void> {
  await driver.wait(
    async () => {
      for (const element of await driver.findElements(By.xpath(xpath))) {
        if (await element.isDisplayed().catch(() => false)) return false;
      }
      return true;
    },
    WAIT_MS,
    `still visible: ${xpath}`,
  );
}

/** Resolves once `read` gives a value `accept` takes; returns it. */
export async function until<T>(
  driver: WebDriver,
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  what: string,
): Promise<T> {
  let last: T | undefined;
  let failure = '';
  await driver
    .wait(async () => {
      try {
        last = await read();
        failure = '';
      } catch (error) {
        failure = error instanceof Error ? error.message : String(error);
        return false;
      }
      return accept(last);
    }, WAIT_MS)
    .catch(() => {
      throw new Error(`${what}: last seen ${failure || JSON.stringify(last)}`);
    });
  return last!;
}

export async function click(driver: WebDriver, xpath: string): Promise<void> {
  const element = await visible(driver, xpath);
  await driver.wait(() => element.isEnabled(), WAIT_MS, `disabled: ${xpath}`);
  await element.click();
}

/**
 * The text field labelled `label` (a `<label for>` or an `aria-label`), inside `within` if
 * given.
 */
export async function field(driver: WebDriver, label: string, within = ''): Promise<WebElement> {
  const labelled = await visible(
    driver,
    `${within}//label[normalize-space(.)=${literal(label)}] | ${within}//*[self::input or self::textarea][@aria-label=${literal(label)}]`,
  );
  if ((await labelled.getTagName()).toLowerCase() !== 'label') return labelled;
  const id = await labelled.getAttribute('for');
  if (!id) throw new Error(`the label "${label}" names no field`);
  return visible(driver, `//*[@id=${literal(id)}]`);
}

/**
 * Types into the field labelled `label` as a person does: tap it, then the keys. (Sending keys
 * to the element itself does not reach the page in this driver.)
 */
export async function type(
  driver: WebDriver,
  label: string,
  text: string,
  within = '',
): Promise<void> {
  const input = await field(driver, label, within);
  await input.click();
  await driver.actions().sendKeys(text).perform();
  await until(
    driver,
    () => input.getAttribute('value'),
    (value) => value !== '',
    `the field "${label}" took no input`,
  );
}

/**
 * Waits until the text of the element at `xpath` passes `accept`, finding it afresh each time
 * (a list re-renders its items). The page's own `innerText`: this driver's element text comes
 * back empty for Persian, though the element is displayed.
 */
export async function textUntil(
  driver: WebDriver,
  xpath: string,
  accept: (text: string) => boolean,
  what: string,
): Promise<string> {
  return until(
    driver,
    async () =>
      driver.executeScript<string>(
        // biome-ignore lint/performance/useDomNodeTextContent: the rendered lines a person sees are the point
        (element: HTMLElement) => element.innerText.replace(/\u00a0/g, ' '),
        await driver.findElement(By.xpath(xpath)),
      ),
    accept,
    what,
  );
}

/** Waits until the attribute `name` of the element at `xpath` passes `accept`. */
export async function attributeUntil(
  driver: WebDriver,
  xpath: string,
  name: string,
  accept: (value: string) => boolean,
): Promise<string> {
  return until(
    driver,
    async () => (await (await driver.findElement(By.xpath(xpath))).getAttribute(name)) ?? '',
    accept,
    `${xpath} @${name}`,
  );
}
