import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CourseQueryGate } from '../courses/course-query-gate.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { useCourseVideos } from './video-queries.ts';
import { VideoNotFound } from './video-not-found.tsx';
import { VideoUploadForm } from './video-upload-form.tsx';

/**
 * /admin/courses/{courseId}/videos/upload (spec 001 §2, §4, §5, §8) and, with a video id,
 * /admin/courses/{courseId}/videos/{videoId}/edit, where the same form replaces a lesson's file
 * (re-upload; the old file keeps playing until the new one is ready). OK after success returns to the
 * video list.
 */
export default function VideoUploadPage() {
  const { courseId = '', videoId } = useParams();
  const { t } = useTranslation('admin-media');
  const list = useCourseVideos(courseId);
  usePageTitle(videoId ? t('uploadPage.reuploadTitle') : t('uploadPage.title'), 'admin');
  return (
    <CourseQueryGate
      query={list}
      errorHidesData
      skeleton={<div className="h-96 animate-pulse rounded-2xl bg-white ring-1 ring-slate-200" />}
    >
      {(data) => {
        const existing = videoId ? data.videos.find((v) => v._id === videoId) : undefined;
        if (videoId && !existing) return <VideoNotFound />;
        return (
          <VideoUploadForm
            key={videoId ?? 'new'}
            courseId={data.course._id}
            courseTitle={data.course.title}
            videoCount={data.videoCount}
            existing={existing}
          />
        );
      }}
    </CourseQueryGate>
  );
}
