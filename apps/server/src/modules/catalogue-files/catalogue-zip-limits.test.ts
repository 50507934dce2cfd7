import { zipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { aCategory } from "../../test/catalogue-builders.js";
import { useSignedInUser, useTestShop } from "../../test/file-fixtures.js";
import { zipOf } from "../../test/zip-of.js";
import { aPng, sendForm } from "../../test/uploads.js";

const shop = useTestShop();
const admin = useSignedInUser(shop, { userType: "Admin" });
const MB = 1024 * 1024;
const header =
  "handle,name,description,category,colour,location,details,cod,hsn_code,gst_rate,weight_grams,length_cm,breadth_cm,height_cm,draft,size,price,discounted_price,stock,images";
let category: string;

beforeAll(async () => {
  category = (await aCategory(shop.deps.db, { name: "Zipped" })).name;
});

/** A catalogue file of one product per picture named, each row naming its picture. */
function catalogueNaming(pictures: string[]): string {
  const rows = pictures.map(
    (picture, index) =>
      `zip-limit-${index},Zip Saree ${index},From the zip.,${category},,,"[{""heading"":""Fabric"",""detail"":""Silk""}]",no,,,,,,,yes,NA,1200,1100,4,${picture}`,
  );
  return `${header}\n${rows.join("\n")}\n`;
}

function importWith(csv: string, zip: Uint8Array, dryRun = true) {
  return sendForm(
    shop.app,
    "POST",
    "/products/importProducts",
    {
      file: { file: Buffer.from(csv), name: "catalogue.csv", type: "text/csv" },
      images: { file: Buffer.from(zip), name: "photos.zip", type: "application/zip" },
      dryRun: String(dryRun),
    },
    admin.headers,
  );
}

/** The zip with the unpacked size of its one file declared as `bytes`, in both of its headers. */
function declaringSize(zip: Uint8Array, bytes: number): Uint8Array {
  const copy = Buffer.from(zip);
  copy.writeUInt32LE(bytes, 22);
  copy.writeUInt32LE(bytes, copy.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 24);
  return copy;
}

describe("pictures from the zip beside a catalogue file", () => {
  it("refuses a name the zip holds in more than one folder, naming it, and unpacks none of them", async () => {
    const zeros = new Uint8Array(8 * MB);
    const files: Record<string, Uint8Array> = {};
    for (let index = 0; index < 24; index += 1) files[`d${index}/a.jpg`] = zeros;
    const response = await importWith(catalogueNaming(["a.jpg", "a.jpg", "a.jpg", "a.jpg"]), zipOf(files));

    expect(response.statusCode).toBe(400);
    const message =
      "a.jpg: The zip holds 24 files named a.jpg (d0/a.jpg, d1/a.jpg, d2/a.jpg, …); give each picture its own name";
    expect(response.json().errors).toEqual([2, 3, 4, 5].map((line) => ({ line, column: "images", message })));
  });

  it("takes a picture that rows name again and again", async () => {
    const zip = zipSync({ "photos/front.png": await aPng("#225588", 32) });
    const response = await importWith(catalogueNaming(["front.png", "front.png", "front.png"]), zip, false);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().summary).toMatchObject({ created: 3 });
  });

  it("answers 413 for a picture that unpacks past 8 MB, whatever size the zip declares for it", async () => {
    const nine = zipOf({ "big.png": new Uint8Array(9 * MB) });
    for (const zip of [nine, declaringSize(nine, 1_000)]) {
      const response = await importWith(catalogueNaming(["big.png"]), zip);
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toBe(
        "big.png in the images zip is larger than 8 MB once unpacked; each picture may be 8 MB at most",
      );
    }
  });

  it("answers 413 once the pictures named come to more than 200 MB unpacked", async () => {
    const zeros = new Uint8Array(8 * MB);
    const files: Record<string, Uint8Array> = {};
    const names = Array.from({ length: 26 }, (_, index) => `p${index}.png`);
    for (const name of names) files[name] = zeros;
    const response = await importWith(catalogueNaming(names), zipOf(files));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(
      "The pictures this file names come to more than 200 MB once unpacked; import the catalogue in parts",
    );
  });

  it("answers 413 for a zip of more than 10,000 files", async () => {
    const files: Record<string, Uint8Array> = {};
    const empty = new Uint8Array(0);
    for (let index = 0; index <= 10_000; index += 1) files[`f${index}.txt`] = empty;
    const response = await importWith(catalogueNaming(["f1.txt"]), zipOf(files));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe("The images zip holds more than 10,000 files; import the catalogue in parts");
  });
});
