import { ProfileUpdateSchema, type PublicUser } from "@pallu/domain";
import type { AppDeps } from "../../app-deps.js";
import { invalid } from "../../lib/app-error.js";
import { releaseImages } from "../images/index.js";
import { storeImage } from "../images/index.js";
import type { MultipartForm } from "../images/index.js";
import { userRepository } from "./user-repository.js";
import { userService } from "./user-service.js";

/** The profile form: a new name, a new picture, or removing the picture; never the email or phone. */
export function profileService(deps: AppDeps) {
  const usersOf = userRepository(deps.db);

  return {
    async update(userId: string, form: MultipartForm): Promise<PublicUser> {
      const parsed = ProfileUpdateSchema.safeParse({
        fullname: form.text("fullname"),
        removeDP: form.text("removeDP"),
      });
      if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? "Please enter correct details");
      // the route's multipart limits already refused other file fields and a second image
      const images = form.filesOf("image");
      const changes: { fullname?: string; image?: string | null } = {};
      if (parsed.data.fullname) changes.fullname = parsed.data.fullname;
      if (parsed.data.removeDP === "yes") changes.image = null;
      // Checked by content and re-encoded before anything is saved: a non-image stores nothing.
      if (images[0]) changes.image = (await storeImage(deps.imageStore, images[0])).url;
      const before = changes.image !== undefined ? (await usersOf.findById(userId))?.image : undefined;
      await usersOf.updateProfile(userId, changes, deps.now());
      if (before && before !== changes.image) await releaseImages(deps, [before]);
      return userService(deps.db).profile(userId);
    },
  };
}
